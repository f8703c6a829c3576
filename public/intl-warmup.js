// The first Intl format of a page loads the browser's locale data (ICU): tens of milliseconds on a
// phone, whatever the language. This tiny classic script runs it while the app's code is still
// downloading, when the main thread has nothing else to do, instead of on the way to the first paint.
new Intl.DateTimeFormat().format(0);
