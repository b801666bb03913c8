import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, meal, recordToasts, renderAdmin } from '../test/render-admin';
import { AddMealForm } from './add-meal-form';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

describe('AddMealForm', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the form is submitted with a picture, then the picture is uploaded first and the meal posted with its URL', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({
      [routeOf(API.uploadImage)]: { status: 201, body: { success: true, data: { url: '/api/uploads/abc123' } } },
      [routeOf(API.postMeal)]: { status: 201, body: { success: true, created: true, insertedId: meal()._id, meal: meal() } },
    });
    renderAdmin(<AddMealForm />);
    const form = screen.getByRole('form', { name: 'Add Meal' });

    expect(within(form).getByLabelText('Distributor name')).toHaveValue('Admin');
    expect(within(form).getByLabelText('Email')).toHaveValue('admin@hostel.local');
    await userEvent.type(within(form).getByLabelText('Title'), 'Beef Tehari');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Lunch');
    await userEvent.type(within(form).getByLabelText('Price'), '180');
    await userEvent.type(within(form).getByLabelText('Post time'), '1:00 PM');
    await userEvent.upload(within(form).getByLabelText('Image'), new File(['png'], 'tehari.png', { type: 'image/png' }));
    await userEvent.type(within(form).getByLabelText('Ingredients'), 'Rice, beef');
    await userEvent.type(within(form).getByLabelText('Description'), 'Fragrant');
    const diet = within(form).getByRole('group', { name: 'Diet' });
    await userEvent.click(within(diet).getByLabelText('Halal'));
    await userEvent.click(within(diet).getByLabelText('Gluten-free'));
    await userEvent.click(within(within(form).getByRole('group', { name: 'Allergens' })).getByLabelText('Dairy'));
    await userEvent.type(within(form).getByLabelText('Calories (kcal)'), '720');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Meal' }));

    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', text: 'Meal Added successfully' })));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /uploads', 'POST /meals']);
    expect((calls[0]?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(calls[1]?.body).toEqual({
      title: 'Beef Tehari',
      category: 'Lunch',
      price: 180,
      postTime: '1:00 PM',
      distributorName: 'Admin',
      email: 'admin@hostel.local',
      image: '/api/uploads/abc123',
      ingredients: 'Rice, beef',
      description: 'Fragrant',
      dietTags: ['halal', 'gluten-free'],
      allergens: ['dairy'],
      calories: 720,
    });
    expect(within(form).getByLabelText('Title')).toHaveValue('');
    expect(within(form).getByLabelText('Halal')).not.toBeChecked();
  });

  it('when the file is not an image, then it is refused before any upload', async () => {
    const { calls } = fakeApi({});
    renderAdmin(<AddMealForm />);
    await userEvent.upload(screen.getByLabelText('Image'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, WebP or GIF image.');
    expect(calls).toHaveLength(0);
  });

  it('when the page is in Bengali, then every label, choice and the button read in Bengali, and the toast too', async () => {
    const toasts = recordToasts();
    fakeApi({ [routeOf(API.postMeal)]: { status: 201, body: { success: true, created: true, insertedId: meal()._id, meal: meal() } } });
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<AddMealForm />);

    const form = screen.getByRole('form', { name: 'খাবার যোগ করুন' });
    expect(within(form).getByRole('group', { name: 'খাদ্যাভ্যাস' })).toBeInTheDocument();
    expect(within(form).getByLabelText('হালাল')).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'দুপুরের খাবার' })).toBeInTheDocument();
    // The admin's name and e-mail are data (the session's), shown read-only.
    expect(latinWords(container, ['Admin', 'admin@hostel.local'])).toEqual([]);

    await userEvent.type(within(form).getByLabelText('নাম'), 'Beef Tehari');
    await userEvent.selectOptions(within(form).getByLabelText('ধরন'), 'Lunch');
    await userEvent.type(within(form).getByLabelText('দাম'), '180');
    await userEvent.type(within(form).getByLabelText('পরিবেশনের সময়'), '1:00 PM');
    await userEvent.click(within(form).getByRole('button', { name: 'যোগ করুন' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', text: 'খাবার যোগ হয়েছে' })));
  });
});
