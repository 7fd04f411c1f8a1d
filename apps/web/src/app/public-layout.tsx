// The open pages (sign-in, password links, e-mail confirmation): a centred card under the name.
import { Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { IconClock } from '@tabler/icons-react';

export function PublicLayout() {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="center" gap="xs">
          <IconClock size={32} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Text fz={28} fw={700}>
            Timetrack
          </Text>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
