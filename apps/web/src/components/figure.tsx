// One figure of a summary: its label in small dimmed words above the value.
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
