-- Public identity (issue 24): what other players see of a player is users.name, and it must never come from an email,
-- a phone or a social profile. Every player gets a generated pseudonym (adjective, animal, 4 digits: the lists of
-- server/modules/users/public-name.ts as they were when this ran) until they pick a nickname in the profile.
--   name_key         what two names must not share: NFKC, lower case, look-alike letters folded (nameKeyOf); a
--                    pseudonym's key is its lower case. Unique, so of two players racing for a nickname one wins.
--   name_changed_at  when the player last picked a nickname; null while the name is a generated pseudonym. A pick
--                    may follow the previous one after 30 days (server/modules/profile/service.ts).
ALTER TABLE users
  ADD COLUMN name_key text,
  ADD COLUMN name_changed_at timestamptz;

CREATE UNIQUE INDEX users_name_key_uq ON users (name_key);

-- Every existing name was derived from the login address or a social profile: all of them are replaced.
DO $$
DECLARE
  adjectives text[] := ARRAY[
    'Amber', 'Arctic', 'Azure', 'Bold', 'Brave', 'Breezy', 'Bright', 'Calm', 'Cheery', 'Clever', 'Cosmic', 'Crimson',
    'Crisp', 'Daring', 'Dusty', 'Eager', 'Fancy', 'Fierce', 'Frosty', 'Gentle', 'Golden', 'Grand', 'Happy', 'Hardy',
    'Icy', 'Jolly', 'Keen', 'Kind', 'Lively', 'Lucky', 'Lunar', 'Magic', 'Mellow', 'Merry', 'Mighty', 'Misty',
    'Neon', 'Nimble', 'Noble', 'Plucky', 'Polar', 'Proud', 'Quick', 'Quiet', 'Rapid', 'Royal', 'Rusty', 'Shiny',
    'Silent', 'Silver', 'Sleek', 'Smart', 'Snowy', 'Solar', 'Sonic', 'Steady', 'Stormy', 'Sunny', 'Swift', 'Tidy',
    'Vivid', 'Wild', 'Wise', 'Witty'
  ];
  animals text[] := ARRAY[
    'Badger', 'Bear', 'Beaver', 'Bison', 'Camel', 'Cheetah', 'Cobra', 'Corsac', 'Crane', 'Dingo', 'Dolphin', 'Eagle',
    'Elk', 'Falcon', 'Ferret', 'Finch', 'Fox', 'Gazelle', 'Gecko', 'Hare', 'Hawk', 'Heron', 'Hippo', 'Ibex',
    'Iguana', 'Impala', 'Jaguar', 'Koala', 'Lemur', 'Leopard', 'Lion', 'Lynx', 'Marten', 'Mink', 'Moose', 'Orca',
    'Oryx', 'Otter', 'Owl', 'Panda', 'Parrot', 'Pelican', 'Penguin', 'Puffin', 'Puma', 'Rabbit', 'Raven', 'Rhino',
    'Robin', 'Sable', 'Saiga', 'Salmon', 'Seal', 'Shark', 'Stag', 'Swan', 'Tiger', 'Tortoise', 'Turtle', 'Walrus',
    'Weasel', 'Whale', 'Yak', 'Zebra'
  ];
  player record;
  candidate text;
BEGIN
  FOR player IN SELECT id FROM users ORDER BY id LOOP
    LOOP
      candidate := adjectives[1 + floor(random() * array_length(adjectives, 1))::int]
                || animals[1 + floor(random() * array_length(animals, 1))::int]
                || (1000 + floor(random() * 9000))::int;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE name_key = lower(candidate));
    END LOOP;
    UPDATE users SET name = candidate, name_key = lower(candidate) WHERE id = player.id;
  END LOOP;
END
$$;

ALTER TABLE users ALTER COLUMN name_key SET NOT NULL;
