//! Resource tokens and point tokens.
//!
//! Rulebook, components and quick reference: 11 resource tokens (5 ice,
//! 3 sylvanite, 3 celerium) and 86 point tokens (40 ice, 23 sylvanite,
//! 23 celerium). Point values (ice 1, sylvanite 2, celerium 3) come from the
//! a published description of the game (low confidence; ruling R3).

use core::fmt;

/// A resource of Mars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Resource {
    /// Ice (point tokens worth 1).
    Ice = 0,
    /// Sylvanite (point tokens worth 2).
    Sylvanite = 1,
    /// Celerium (point tokens worth 3).
    Celerium = 2,
}

impl Resource {
    /// The three resources.
    pub const ALL: [Resource; 3] = [Resource::Ice, Resource::Sylvanite, Resource::Celerium];

    /// The points one point token of this resource is worth (ruling R3).
    pub const fn value(self) -> u8 {
        match self {
            Resource::Ice => 1,
            Resource::Sylvanite => 2,
            Resource::Celerium => 3,
        }
    }

    /// The resource's name.
    pub const fn name(self) -> &'static str {
        match self {
            Resource::Ice => "ice",
            Resource::Sylvanite => "sylvanite",
            Resource::Celerium => "celerium",
        }
    }

    /// How many point tokens of this resource the game has.
    pub const fn point_tokens(self) -> u8 {
        POINT_TOKENS[self as usize]
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Point tokens in the box, by resource (rulebook: 40, 23, 23).
pub const POINT_TOKENS: [u8; 3] = [40, 23, 23];

/// How many resource tokens.
pub const RESOURCE_TOKENS: usize = 11;

/// The resource of each resource token id (rulebook: 5 ice, 3 sylvanite, 3 celerium).
pub const RESOURCE_TOKEN_KINDS: [Resource; RESOURCE_TOKENS] = [
    Resource::Ice,
    Resource::Ice,
    Resource::Ice,
    Resource::Ice,
    Resource::Ice,
    Resource::Sylvanite,
    Resource::Sylvanite,
    Resource::Sylvanite,
    Resource::Celerium,
    Resource::Celerium,
    Resource::Celerium,
];

/// The resource of a resource token id.
#[inline]
pub const fn token_resource(token: u8) -> Option<Resource> {
    if (token as usize) < RESOURCE_TOKENS {
        Some(RESOURCE_TOKEN_KINDS[token as usize])
    } else {
        None
    }
}
