//! A JSON state and a sequence of action indices for Space Race: whatever
//! deserializes must be sound (see `cardgame_core::testkit::fuzz`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cardgame_core::testkit::fuzz::state_and_actions::<space_race_rules::SpaceRace>(data);
});
