import { aiLiteracyIsALeadershipJob } from './ai-literacy-is-a-leadership-job';
import { coastalInnStopsMissingCalls } from './coastal-inn-stops-missing-calls';
import { first90DaysOfAi } from './first-90-days-of-ai';
import { ownYourDataWhenBuyingAi } from './own-your-data-when-buying-ai';
import { promptsThatWorkAtWork } from './prompts-that-work-at-work';
import { voiceAgentsAnswerThePhone } from './voice-agents-answer-the-phone';

/** Issue #1 in magazine order: the first article is the cover story. */
export const articles = [
  first90DaysOfAi,
  coastalInnStopsMissingCalls,
  voiceAgentsAnswerThePhone,
  aiLiteracyIsALeadershipJob,
  promptsThatWorkAtWork,
  ownYourDataWhenBuyingAi,
];
