// The member photo falls back to the default avatar when there is none or it fails to load (spec 3 §8).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberPhoto } from './member-photo';

afterEach(cleanup);

describe('MemberPhoto', () => {
  it('shows the photo, and the default avatar once it fails to load', () => {
    render(<MemberPhoto src="https://img.example.com/p.jpg" name="김하늘" className="member-photo" />);
    const photo = screen.getByRole('img', { name: '김하늘 사진' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const avatar = screen.getByRole('img', { name: '김하늘 사진' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveAttribute('data-default-avatar', 'true');
  });

  it('shows the default avatar when there is no photo', () => {
    render(<MemberPhoto src="" name="김하늘" className="member-photo" />);
    expect(screen.getByRole('img', { name: '김하늘 사진' })).toHaveAttribute('data-default-avatar', 'true');
  });
});
