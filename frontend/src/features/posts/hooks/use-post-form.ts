import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, useUpdateContentMutation, type AdminPostDto } from '../../../api';
import { useToast } from '../../../components/toast/use-toast';
import { fromLocalInput, toValues, type PostValues } from '../post-format';

/**
 * The form of an existing post and its save. A draft saves its title, body, date and pillar; a
 * delivered or scheduled post only its date and pillar (its text is what the client received).
 */
export function usePostForm(post: AdminPostDto) {
  const form = useForm<PostValues>({ defaultValues: toValues(post) });
  const [updateContent, { isLoading: saving }] = useUpdateContentMutation();
  const { toast } = useToast();
  const { isDirty } = form.formState;

  // The post changed on the server (a refetch, a status change): shown, unless it is being edited.
  useEffect(() => {
    if (!isDirty) form.reset(toValues(post));
  }, [post, isDirty, form]);

  /** Saves the form; resolves to the saved post, or to null when it failed (the input stays). */
  const save = async (values: PostValues): Promise<AdminPostDto | null> => {
    const scheduledFor = fromLocalInput(values.scheduledFor);
    // The pillar is a label, not the text: it changes with the date, whatever the status (sent when changed).
    const pillar = values.pillar || null;
    const pillarChange = pillar !== (post.pillar ?? null) ? { pillar } : {};
    try {
      const saved = await updateContent({
        id: post.id,
        updatePostDto: post.editable
          ? { title: values.title.trim(), content: values.content, scheduledFor, ...pillarChange }
          : { scheduledFor, ...pillarChange },
      }).unwrap();
      form.reset(toValues(saved));
      return saved;
    } catch (error) {
      toast({
        title: post.editable ? 'Failed to save the draft' : 'Failed to save the date',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return null;
    }
  };

  return { form, save, saving, isDirty };
}
