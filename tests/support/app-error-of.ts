import { AppError } from '@/server/http/app-error';

/** The AppError `run` throws; fails the test when it throws nothing or something else. */
export function appErrorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}
