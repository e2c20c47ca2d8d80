//! A user's crate: the README's examples run as this crate's doctests, with
//! nothing but the dependencies the README tells a user to add.
#![doc = include_str!("../../../README.md")]
