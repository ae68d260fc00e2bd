// The apps the build knows, in the order they are built (remotes first, host last).
export const APP_DIRS = ['mfe-marketing', 'mfe-quote', 'mfe-careers', 'mfe-blog', 'shell'];
