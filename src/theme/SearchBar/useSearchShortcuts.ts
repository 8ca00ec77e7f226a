import {useEffect, useLayoutEffect, useRef} from 'react';

type Shortcuts = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  isAskAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
};

/** Typing in a field is not a shortcut; a key pressed on a focused button is (the spec: "when no input has focus"). */
function isEditing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The modal's keys, as DocSearch's useDocSearchKeyboardEvents, with two differences the spec asks for:
 * "/" opens the modal unless an input has the focus (DocSearch also ignores it on a focused button),
 * and an Escape pressed on the Ask AI screen goes back to search, while a second Escape pressed before
 * that change has rendered closes the modal. One listener reads the latest state through a ref.
 */
export function useSearchShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const {isOpen, onOpen, onClose, isAskAiActive, onAskAiToggle} = latest.current;
      if (isOpen && event.code === 'Escape' && isAskAiActive) {
        onAskAiToggle(false);
        // Seen at once by a second Escape pressed before the re-render: that one closes the modal.
        latest.current = {...latest.current, isAskAiActive: false};
        return;
      }
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event);
      if (!(commandK || slash || (isOpen && event.code === 'Escape'))) return;
      event.preventDefault();
      if (isOpen) onClose();
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
