import styled from 'styled-components';
import { todayInDhaka, weekdayOf } from '@hostel/contracts';
import { formatDayMonth, Pill, Section, Spinner, Table, TableScroll } from '@hostel/ui';
import { useHeadcount, useLiveHeadcount } from './headcount-api';

const Numbers = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/** AdminDashboard's 'Headcount': the kitchen's plates per slot, today and the next days, updated live. */
export function HeadcountSection() {
  const today = todayInDhaka();
  const { data } = useHeadcount(today);
  useLiveHeadcount();

  return (
    <Section id="headcount" title="Headcount">
      {!data ? (
        <Spinner />
      ) : (
        <TableScroll>
          <Table>
            <caption>Boarders on, their guests and the plates to cook, by day and meal</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Meal</th>
                <th scope="col">On</th>
                <th scope="col">Guests</th>
                <th scope="col">Plates</th>
                <th scope="col">Off</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.days.flatMap((day) =>
                day.slots.map((slot) => {
                  const name = `${weekdayOf(day.date)} ${formatDayMonth(day.date)}${day.date === today ? ' (today)' : ''}`;
                  return (
                    <tr key={`${day.date}-${slot.slot}`} aria-label={`${day.date} ${slot.slot}`}>
                      <th scope="row">{name}</th>
                      <td>{slot.slot}</td>
                      <Numbers>{slot.on}</Numbers>
                      <Numbers>{slot.guests}</Numbers>
                      <Numbers>
                        <strong>{slot.plates}</strong>
                      </Numbers>
                      <Numbers>{slot.off}</Numbers>
                      <td>{slot.locked ? <Pill>Locked</Pill> : <Pill $tone="success">Open</Pill>}</td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Section>
  );
}
