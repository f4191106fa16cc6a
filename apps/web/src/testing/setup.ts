import { configure } from '@testing-library/react';
import { HANG_MS } from './waits';

// Testing Library's default of 1 s is a guess at the machine's speed; a deadline only bounds a hang.
configure({ asyncUtilTimeout: HANG_MS });
