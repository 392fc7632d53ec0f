import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: 700;
  letter-spacing: 0.02em;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** 'Ada Lovelace' → 'AL', 'ada' → 'A'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

export interface UserAvatarProps {
  name: string;
  photoURL?: string | null;
  size?: number;
}

/** The user's photo, or their initials when there is none (or it fails to load). Decorative. */
export function UserAvatar({ name, photoURL, size = 40 }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Circle $size={size} aria-hidden="true">
      {photoURL && !failed ? (
        <img src={photoURL} alt="" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </Circle>
  );
}
