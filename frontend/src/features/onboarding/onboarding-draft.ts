import { answersFromDraft, type OnboardingValues } from './onboarding-values';

// The questionnaire's draft, per lead, in this browser's localStorage until it is submitted.
// Storage can be unavailable (private modes, quotas): the questionnaire then works without a draft.

const draftKey = (leadId: number) => `ghostline:onboarding-draft:${leadId}`;

export function loadDraft(leadId: number): OnboardingValues {
  try {
    const saved = localStorage.getItem(draftKey(leadId));
    return answersFromDraft(saved ? JSON.parse(saved) : null);
  } catch {
    return answersFromDraft(null);
  }
}

export function saveDraft(leadId: number, values: Partial<OnboardingValues>) {
  try {
    localStorage.setItem(draftKey(leadId), JSON.stringify(values));
  } catch {
    // No room or no storage: the answers stay in the form.
  }
}

export function clearDraft(leadId: number) {
  try {
    localStorage.removeItem(draftKey(leadId));
  } catch {
    // Nothing was stored.
  }
}
