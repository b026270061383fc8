import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  /** False once dismissed, while the toast plays its exit transition. */
  open: boolean;
}

// One toast at a time; a newer toast replaces the current one (docs/product.md, "Toasts and formats").
interface ToastsState {
  current: Toast | null;
  /** The height of a bar fixed along the bottom of the screen (the client area's bottom navigation), which toasts keep above. */
  bottomInset: number;
}

const initialState: ToastsState = { current: null, bottomInset: 0 };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.current = action.payload;
      },
      prepare: ({ variant = 'default', ...input }: ToastInput) => ({
        payload: { ...input, variant, id: nanoid(), open: true },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current.open = false;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current = null;
    },
    bottomInsetChanged(state, action: PayloadAction<number>) {
      state.bottomInset = action.payload;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
    selectBottomInset: (state) => state.bottomInset,
  },
});

export const { toastAdded, toastDismissed, toastRemoved, bottomInsetChanged } = toastsSlice.actions;
export const { selectCurrentToast, selectBottomInset } = toastsSlice.selectors;
