import type { Category } from '@boldcall/shared/constants';

/** Quick-start ideas offered while the prediction text is empty. */
export const PREDICTION_IDEAS: ReadonlyArray<{ label: string; text: string; category: Category }> =
  [
    {
      label: 'Super Bowl champs',
      text: 'The Kansas City Chiefs will win the next Super Bowl.',
      category: 'sports',
    },
    {
      label: 'Bitcoin milestone',
      text: 'Bitcoin will close above $150,000 on some day before the end of next year.',
      category: 'finance',
    },
    {
      label: 'Foldable iPhone',
      text: 'Apple will announce a foldable iPhone at its next September event.',
      category: 'technology',
    },
    {
      label: 'Box office hit',
      text: 'A superhero movie will gross more than $1 billion worldwide next year.',
      category: 'entertainment',
    },
    {
      label: 'Back to the Moon',
      text: 'Astronauts will walk on the Moon again before the end of 2028.',
      category: 'science',
    },
    {
      label: 'Election turnout',
      text: 'Turnout in the next US midterm elections will be higher than 50%.',
      category: 'politics',
    },
    {
      label: 'Champions League',
      text: 'Real Madrid will reach the next Champions League final.',
      category: 'sports',
    },
    {
      label: 'Most valuable company',
      text: 'Nvidia will be the most valuable public company in the world at the end of this year.',
      category: 'business',
    },
  ];
