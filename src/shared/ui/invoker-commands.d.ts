import 'react';

declare module 'react' {
  // Invoker commands (HTML): a button opens or closes a dialog with no script. React passes them through as is.
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
