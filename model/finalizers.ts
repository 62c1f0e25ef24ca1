/** The finalizer that makes a deletion wait for the controller's cleanup of the object's storage (controller/cleanup/). */
export const CLEANUP_FINALIZER = 'montage.dev/cleanup';
