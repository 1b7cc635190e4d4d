/** The part of fs-native-extensions (OS file locks on a file descriptor) the API uses. */
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or shared) lock at once; false when another holder has it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
