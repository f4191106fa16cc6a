import { Group, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../../components/BrandMark';
import classes from './ScreenHeader.module.css';

/** Title and subtitle of the current screen (from its route handle). */
export function ScreenHeader({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap" className={classes.inner}>
        <span className={classes.phoneBrand}>
          <BrandMark size={36} withName={false} />
        </span>
        <Stack gap={2} className={classes.titles}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" className={classes.subtitle}>
              {subtitle}
            </Text>
          )}
        </Stack>
      </Group>
    </header>
  );
}
