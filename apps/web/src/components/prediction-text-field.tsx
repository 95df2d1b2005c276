// The text area of a prediction's text, for the create and edit forms and the admin's merge.
import { PREDICTION_TEXT_MAX } from '@boldcall/shared/constants';
import type { ComponentProps } from 'react';
import { TextAreaField } from '@/components/ui/form-field';

type PredictionTextFieldProps = Omit<ComponentProps<typeof TextAreaField>, 'counter'> & {
  length: number;
};

/** The prediction's text with its x/500 counter (`length`: what is typed so far). */
export function PredictionTextField({ length, ...props }: PredictionTextFieldProps) {
  return <TextAreaField counter={{ length, max: PREDICTION_TEXT_MAX }} {...props} />;
}
