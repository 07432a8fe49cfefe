// The share feature's public face: the share-the-app dialog and its pure link builder.
export { ShareDialog, type ShareDialogProps } from './components/share-dialog.tsx';
export { shareLinks, shareText, type ShareLinks } from './utils/share-links.ts';
