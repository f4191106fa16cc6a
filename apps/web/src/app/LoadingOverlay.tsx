import { Loader, Text } from '@mantine/core';
import { LOADING_OVERLAY } from '@tolk/contract';
import classes from './LoadingOverlay.module.css';

/** The default loading overlay of SPEC.md §9: spinner 140 in the primary colour, white message. */
export function LoadingOverlay({ message = LOADING_OVERLAY.message }: { message?: string }) {
  return (
    <div className={classes.overlay} data-testid="loading-overlay" role="status" aria-live="polite">
      <Loader size={LOADING_OVERLAY.spinnerSize} color="var(--mantine-primary-color-filled)" aria-hidden />
      <Text className={classes.message} size="lg" fw={600}>
        {message}
      </Text>
    </div>
  );
}
