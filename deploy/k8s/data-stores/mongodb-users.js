// Runs once, on MongoDB's first start (empty volume), as the administrator: one user per service, with
// readWrite on its own database only and signing in against it (authSource=<database>). Each password comes from
// the environment (MONGODB_PASSWORD_SVC_MEALS, …). On a server that already has data, run it by hand:
//   mongosh -u hostel -p --authenticationDatabase admin /docker-entrypoint-initdb.d/mongodb-users.js
/* global db -- mongosh gives the script the server it runs on as `db` */
const SERVICES = { 'svc-meals': 'meals', 'svc-users': 'users', 'svc-payments': 'payments', 'svc-mess': 'mess' };

for (const [user, database] of Object.entries(SERVICES)) {
  const variable = `MONGODB_PASSWORD_${user.replace(/-/g, '_').toUpperCase()}`;
  const pwd = process.env[variable];
  if (!pwd) throw new Error(`${variable} is not set: ${user} needs its own password`);
  const own = db.getSiblingDB(database);
  const roles = [{ role: 'readWrite', db: database }];
  if (own.getUser(user)) own.updateUser(user, { pwd, roles });
  else own.createUser({ user, pwd, roles });
}
