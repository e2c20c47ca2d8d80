//! Nothing here: see `tests/public_api.rs`.
