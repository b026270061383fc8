import { bodyOf, messagesFor, pipe } from '../../../test/utils/validation.js';
import { SubmitOnboardingDto } from './submit-onboarding.dto.js';

describe('the onboarding answers, through the validation pipe', () => {
  const answers = {
    jobTitle: 'CEO',
    companyName: 'Acme',
    goals: ['hiring'],
    targetAudience: 'Founders',
    targetReaderTakeaway: 'Hire well',
    toneOfVoice: 'punchy',
    contentPillars: ['Hiring', '  ', 'Culture'],
    postingCadence: '3x-week',
  };

  it('drops blank content pillars', async () => {
    const value = (await pipe.transform(answers, bodyOf(SubmitOnboardingDto))) as SubmitOnboardingDto;
    expect(value.contentPillars).toEqual(['Hiring', 'Culture']);
  });

  it.each([
    [{ goals: [] }, 'Please select at least one goal'],
    [{ contentPillars: ['', ' '] }, 'Please provide at least one content pillar'],
    [{ contentPillars: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Maximum 5 content pillars'],
    [{ toneOfVoice: 'shouty' }, 'Please select a tone of voice'],
    [{ postingCadence: undefined }, 'Please select a posting cadence'],
    [{ jobTitle: '  ' }, 'Job title is required'],
  ])('says the documented message for %j', async (change, message) => {
    expect(await messagesFor(SubmitOnboardingDto, { ...answers, ...change })).toEqual([message]);
  });
});
