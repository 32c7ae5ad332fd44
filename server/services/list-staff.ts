import type { Database } from "../../db/client";
import { listStaffUsers } from "../repositories/staff-repository";

/** Every staff account, for the admin list. */
export async function listStaff(db: Database) {
  return listStaffUsers(db);
}
