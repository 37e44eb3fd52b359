// Building the engine's locale tables is the whole job; the answer itself is not needed.
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
self.postMessage('built');
