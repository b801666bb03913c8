import { render } from '@testing-library/react';
import { latinWords } from './latin';

describe('latinWords', () => {
  it('when a Bengali screen still has English words, then it names them — in text, aria-label, alt, title, placeholder and a submit input', () => {
    const { container } = render(
      <div>
        <h1>আজকের মেনু</h1>
        <p>
          দাম <b>Price</b> ১৮০৳
        </p>
        <button aria-label="Close">×</button>
        <img alt="Meal photo" />
        <span title="Tooltip">১</span>
        <input placeholder="Search" />
        <input type="submit" value="Send" />
      </div>,
    );
    expect(latinWords(container)).toEqual(['Price', 'Close', 'Meal', 'photo', 'Tooltip', 'Search', 'Send']);
  });

  it('when the Latin words are allowed data (a meal title of two words, an email), then nothing is left', () => {
    const { container } = render(
      <ul>
        <li>Beef Tehari — ১৮০৳</li>
        <li aria-label="admin@hostel.local এর রিভিউ">admin@hostel.local</li>
      </ul>,
    );
    expect(latinWords(container, ['Beef Tehari', 'admin@hostel.local'])).toEqual([]);
    expect(latinWords(container, ['Beef'])).toEqual(['Tehari', 'admin@hostel.local', 'admin@hostel.local']);
  });

  it('when English is hidden (hidden attribute, display none, a script or style), then it is not counted', () => {
    const { container } = render(
      <div>
        <p hidden>Hidden</p>
        <p style={{ display: 'none' }}>None</p>
        <style>{'.a { color: red }'}</style>
        <p>দেখা যায়</p>
      </div>,
    );
    expect(latinWords(container)).toEqual([]);
  });
});
