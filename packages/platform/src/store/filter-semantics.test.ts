import { matchesFilter, translateFilter } from './filter-semantics';

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

describe('translateFilter', () => {
  it("when a field's condition is rewritten, then the other fields stay at the top level where NeDB finds its indexes", () => {
    // Inside `$and` NeDB picks no index and reads the whole collection to find one meal.
    expect(translateFilter({ _id: 'm1', likedBy: { $ne: 'u1' } })).toEqual({ _id: 'm1', $and: [{ $not: { likedBy: 'u1' } }] });
    expect(translateFilter({ _id: 'm1', price: { $gt: 10 } })).toEqual({ _id: 'm1', price: { $gt: 10 } });
    expect(translateFilter({ title: { $eq: 'Tehari', $ne: 'x' } })).toEqual({ title: 'Tehari', $and: [{ $not: { title: 'x' } }] });
  });
});
