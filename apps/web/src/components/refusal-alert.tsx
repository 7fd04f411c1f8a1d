// The sentence of a refusal above a form or a section, announced as it appears; nothing without one.
import { Alert } from '@mantine/core';

export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
