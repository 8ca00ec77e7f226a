import {useEffect, useLayoutEffect, useRef} from 'react';

type Shortcuts = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  isAskAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
};

/** Typing in a field is not a shortcut. A focused button or link takes no text, so "/" still opens search. */
function isEditing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The modal's keys, as DocSearch's useDocSearchKeyboardEvents: Ctrl/Cmd+K opens or closes, "/" opens
 * unless typed into a field, Escape closes (or leaves the Ask AI screen). DocSearch's hook re-subscribes
 * in a passive effect whenever the modal opens or closes; under Preact that effect runs after the next
 * paint, and a key pressed in between reached the old listener, so Ctrl+K just after closing closed
 * again instead of opening. One listener that reads the latest state does not have that gap.
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
