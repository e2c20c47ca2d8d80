//! The registry: every game's name, its parameters, and its config built
//! from them with the same validation for every game.

use apogee_rules as apogee;
use lets_go_rules as lets_go;
use red_planet_rules as red_planet;
use space_race_rules as space_race;

use cardgame_core::PlayerId;

use crate::dynamic::{Dyn, DynGame};
use crate::params::{Params, Spec};
use crate::LoadError;

/// One game of the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The name [`crate::load`] takes, e.g. `red-planet`.
    pub name: &'static str,
    /// The game's title.
    pub title: &'static str,
    /// Fewest seats.
    pub min_players: usize,
    /// Most seats.
    pub max_players: usize,
    /// The parameters it takes.
    pub params: &'static [&'static str],
}

/// Every game, in the order of the README.
pub const GAMES: &[GameInfo] = &[
    GameInfo {
        name: "lets-go",
        title: "Let's Go! To Space",
        min_players: 2,
        max_players: 4,
        params: &["players", "first", "sides", "stall-rounds"],
    },
    GameInfo {
        name: "apogee",
        title: "Apogee",
        min_players: 1,
        max_players: 5,
        params: &["players", "mission", "single-winner", "turn-cap"],
    },
    GameInfo {
        name: "red-planet",
        title: "Mission: Red Planet",
        min_players: 2,
        max_players: 6,
        params: &["players", "board"],
    },
    GameInfo {
        name: "space-race",
        title: "Space Race",
        min_players: 2,
        max_players: 5,
        params: &["players", "ai", "mission", "thematic", "cold-war"],
    },
];

fn setup(game: &'static str, e: impl core::fmt::Display) -> LoadError {
    LoadError::Setup {
        game,
        why: e.to_string(),
    }
}

/// Let's Go! To Space: `players` 2–4 (3), `first` the First Player's seat
/// (random), `sides` random|soviet|american (random), `stall-rounds` 1–50 (5).
///
/// # Errors
/// [`LoadError`] naming the parameter and what it may be.
pub fn lets_go_config(spec: &Spec) -> Result<lets_go::Config, LoadError> {
    const G: &str = "Let's Go! To Space";
    let mut p = Params::new(G, spec);
    let players = p.int("players", 2, 4, 3)?;
    let mut config = lets_go::Config::new(players as u8);
    if let Some(first) = p.opt_int("first", 0, players - 1)? {
        config = config.with_first_player(PlayerId(first as u8));
    }
    config = config.with_sides(
        match p.choice("sides", &["random", "soviet", "american"], "random")? {
            "soviet" => lets_go::ProjectSides::Soviet,
            "american" => lets_go::ProjectSides::American,
            _ => lets_go::ProjectSides::Random,
        },
    );
    if let Some(rounds) = p.opt_int("stall-rounds", 1, 50)? {
        config = config.with_stall_rounds(rounds as u8);
    }
    p.finish()?;
    config.validate().map_err(|e| setup(G, e))?;
    Ok(config)
}

/// Apogee: `players` 1–5 (3; 1 is solo), `mission` 1–12, or 1–6 solo (1),
/// `single-winner` (false), `turn-cap` (not in solo).
///
/// # Errors
/// [`LoadError`] naming the parameter and what it may be.
pub fn apogee_config(spec: &Spec) -> Result<apogee::Config, LoadError> {
    const G: &str = "Apogee";
    let mut p = Params::new(G, spec);
    let players = p.int("players", 1, 5, 3)?;
    let solo = players == 1;
    let mission = p
        .int("mission", 1, if solo { 6 } else { 12 }, 1)
        .map_err(|e| match e {
            LoadError::BadValue {
                game,
                key,
                value,
                expected,
            } if solo => LoadError::BadValue {
                game,
                key,
                value,
                expected: format!(
                    "{expected}: a solo game (players=1) has Solo Missions 1 to 6, a game of 2 \
                     to 5 players Missions 1 to 12"
                ),
            },
            other => other,
        })? as usize;
    let mut config = apogee::Config::new(players as u8);
    config = if solo {
        match apogee::SoloMission::ALL.get(mission - 1) {
            Some(m) => config.with_mission(*m),
            None => return Err(setup(G, "no such solo Mission")),
        }
    } else {
        match apogee::Mission::ALL.get(mission - 1) {
            Some(m) => config.with_mission(*m),
            None => return Err(setup(G, "no such Mission")),
        }
    };
    config = config.with_single_winner(p.flag("single-winner", false)?);
    if let Some(cap) = p.opt_int("turn-cap", 1, 200)? {
        if solo {
            return Err(LoadError::BadValue {
                game: G,
                key: "turn-cap".into(),
                value: cap.to_string(),
                expected: "no turn cap in a solo game (each solo Mission has its own turn limit)"
                    .into(),
            });
        }
        config = config.with_turn_cap(cap as u8);
    }
    p.finish()?;
    config.validate().map_err(|e| setup(G, e))?;
    Ok(config)
}

/// Mission: Red Planet: `players` 2–6 (4; 2 is the neutral-colour
/// variant), `board` 1–4 (1).
///
/// # Errors
/// [`LoadError`] naming the parameter and what it may be.
pub fn red_planet_config(spec: &Spec) -> Result<red_planet::Config, LoadError> {
    const G: &str = "Mission: Red Planet";
    let mut p = Params::new(G, spec);
    let players = p.int("players", 2, 6, 4)?;
    let board = p.int("board", 1, 4, 1)?;
    let board =
        red_planet::Board::from_number(board as u8).ok_or_else(|| setup(G, "no such board"))?;
    p.finish()?;
    let config = red_planet::Config::new(players as u8).with_board(board);
    config.validate().map_err(|e| setup(G, e))?;
    Ok(config)
}

/// Space Race: `players` 2–5 seats in all (3), `ai` AI seats among them
/// (0, at most players − 1), `mission` mercury|vostok|cassini|apollo
/// (mercury), `thematic` (false), `cold-war` (false).
///
/// # Errors
/// [`LoadError`] naming the parameter and what it may be.
pub fn space_race_config(spec: &Spec) -> Result<space_race::Config, LoadError> {
    const G: &str = "Space Race";
    let mut p = Params::new(G, spec);
    let players = p.int("players", 2, 5, 3)?;
    let ai = p.int("ai", 0, players - 1, 0).map_err(|e| match e {
        LoadError::BadValue {
            game,
            key,
            value,
            expected,
        } => LoadError::BadValue {
            game,
            key,
            value,
            expected: format!("{expected} (all {players} seats but one)"),
        },
        other => other,
    })?;
    let mission = match p.choice(
        "mission",
        &["mercury", "vostok", "cassini", "apollo"],
        "mercury",
    )? {
        "vostok" => space_race::Mission::Vostok,
        "cassini" => space_race::Mission::CassiniHuygens,
        "apollo" => space_race::Mission::Apollo,
        _ => space_race::Mission::Mercury,
    };
    let thematic = p.flag("thematic", false)?;
    let cold_war = p.flag("cold-war", false)?;
    p.finish()?;
    if mission == space_race::Mission::Apollo && ai > 0 {
        return Err(LoadError::BadValue {
            game: G,
            key: "mission".into(),
            value: "apollo".into(),
            expected: format!(
                "mercury, vostok or cassini with ai={ai}: the Apollo Mission is not played with \
                 AI players"
            ),
        });
    }
    let mut config = space_race::Config::new(players as u8)
        .with_ai(ai as u8)
        .with_mission(mission)
        .with_cold_war(cold_war);
    if thematic {
        config = config.with_setup(space_race::SetupSide::Thematic);
    }
    config.validate().map_err(|e| setup(G, e))?;
    Ok(config)
}

/// Builds the game `spec` names.
pub(crate) fn build(spec: Spec, seed: u64) -> Result<Box<dyn DynGame>, LoadError> {
    Ok(match spec.name.as_str() {
        "lets-go" => {
            let c = lets_go_config(&spec)?;
            Box::new(Dyn::<lets_go::LetsGo>::new(spec, c, seed)?)
        }
        "apogee" => {
            let c = apogee_config(&spec)?;
            Box::new(Dyn::<apogee::Apogee>::new(spec, c, seed)?)
        }
        "red-planet" => {
            let c = red_planet_config(&spec)?;
            Box::new(Dyn::<red_planet::RedPlanet>::new(spec, c, seed)?)
        }
        "space-race" => {
            let c = space_race_config(&spec)?;
            Box::new(Dyn::<space_race::SpaceRace>::new(spec, c, seed)?)
        }
        other => {
            return Err(LoadError::UnknownGame {
                name: other.to_string(),
                known: GAMES.iter().map(|g| g.name).collect::<Vec<_>>().join(", "),
            })
        }
    })
}
