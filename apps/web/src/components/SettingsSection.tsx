import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap={2} mb="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      <Stack gap="lg">{children}</Stack>
    </Card>
  );
}
