import { matchesFilter } from './filter-semantics';

describe('matchesFilter', () => {
  const meal = { _id: 'm1', title: 'Beef Tehari', likedBy: ['u1', 'u2'], allergens: ['dairy'], price: 250 };

  it("when a condition on an array is $ne or $nin, then it means MongoDB's 'no element equals'", () => {
    expect(matchesFilter(meal, { _id: 'm1', likedBy: { $ne: 'u1' } })).toBe(false);
    expect(matchesFilter(meal, { _id: 'm1', likedBy: { $ne: 'u3' } })).toBe(true);
    expect(matchesFilter(meal, { allergens: { $nin: ['nuts', 'dairy'] } })).toBe(false);
    expect(matchesFilter(meal, { allergens: { $nin: ['nuts'] } })).toBe(true);
  });

  it('when the filter compares, lists or combines, then it decides as MongoDB does', () => {
    expect(matchesFilter(meal, { price: { $gte: 200, $lte: 400 } })).toBe(true);
    expect(matchesFilter(meal, { likedBy: 'u2' })).toBe(true);
    expect(matchesFilter(meal, { _id: { $in: ['m2', 'm3'] } })).toBe(false);
    expect(matchesFilter(meal, { $or: [{ price: { $lt: 200 } }, { title: { $regex: '^beef', $options: 'i' } }] })).toBe(true);
    expect(matchesFilter(meal, { _id: 'm1', title: { $eq: 'Beef Tehari' } })).toBe(true);
  });
});
