-- The same company key as before (docs/decisions/029), in PL/pgSQL so that its query is planned once
-- per connection: a SQL function with a FROM cannot be inlined and was planned again in every
-- statement that called it, about 0.45 ms a call, which doubled the cost of sending a meeting
-- request (docs/decisions/010).
CREATE OR REPLACE FUNCTION "person_company_key"(person uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT nullif(lower(btrim(coalesce(c.name, p.company_name))), '')
    FROM profiles p LEFT JOIN companies c ON c.id = p.company_id WHERE p.id = person
  );
END $$;
