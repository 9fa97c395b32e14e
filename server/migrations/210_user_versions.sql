-- Team management (spec §6 P4, rule V12): a user's profile carries a version, so an edit based on a
-- profile another user of the account changed meanwhile is refused (409 VERSION_CONFLICT) and the client
-- offers to reload or overwrite. The trigger counts every change of what the profile shows (names,
-- contact, address, admin flag, roles, status, blocking), whoever makes it (the user, a team
-- administrator, the platform operator); logins, passwords and lockouts leave it alone.
-- Removing a team member keeps the company's orders: the order forgets the user (buyer_user_id -> null).
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION users_bump_version() RETURNS trigger AS $$
BEGIN
  IF (OLD.username, OLD.email, OLD.first_name, OLD.last_name, OLD.salutation, OLD.title, OLD.phone,
      OLD.mobile, OLD.job_title, OLD.department, OLD.department_size, OLD.use_individual_address,
      OLD.address_line1, OLD.address_line2, OLD.county, OLD.country, OLD.post_code, OLD.roles,
      OLD.is_admin, OLD.status, OLD.blocked)
     IS DISTINCT FROM
     (NEW.username, NEW.email, NEW.first_name, NEW.last_name, NEW.salutation, NEW.title, NEW.phone,
      NEW.mobile, NEW.job_title, NEW.department, NEW.department_size, NEW.use_individual_address,
      NEW.address_line1, NEW.address_line2, NEW.county, NEW.country, NEW.post_code, NEW.roles,
      NEW.is_admin, NEW.status, NEW.blocked)
  THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_bump_version();

ALTER TABLE orders DROP CONSTRAINT orders_buyer_user_id_fkey;
ALTER TABLE orders ADD CONSTRAINT orders_buyer_user_id_fkey
  FOREIGN KEY (buyer_user_id) REFERENCES users (id) ON DELETE SET NULL;
