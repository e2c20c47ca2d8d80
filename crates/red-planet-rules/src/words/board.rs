//! The board of one viewer: the `Display` of an [`Observation`].

use core::fmt;

use crate::config::Colour;
use crate::data::event_name;
use crate::data::specialists::Specialist;
use crate::data::zones::Zone;
use crate::observe::{ChoiceView, DiscoveryView, Observation};
use crate::state::Stage;

fn write_points(f: &mut fmt::Formatter<'_>, p: &[u8; 3]) -> fmt::Result {
    write!(f, "ice {} / syl {} / cel {}", p[0], p[1], p[2])
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.colours.len();
        write!(f, "Round {} of 10", self.round)?;
        match self.stage {
            Stage::Setup => writeln!(f, " — setup")?,
            Stage::Choose => writeln!(f, " — choose specialists")?,
            Stage::Resolve => writeln!(f, " — countdown at {}", self.announced)?,
            Stage::Over => writeln!(f, " — game over")?,
        }
        writeln!(f, "First player: {}", self.first)?;
        if let (Some(r), Some(d)) = (self.resolver, self.decision) {
            writeln!(f, "{r} is resolving: {d}")?;
        }
        writeln!(f, "Zones:")?;
        for z in Zone::ALL {
            let v = &self.zones[z.index()];
            write!(f, "  {:<17}", z.name())?;
            match v.resource {
                Some(r) => write!(f, " {:<9}", r.name())?,
                None => write!(f, " {:<9}", "?")?,
            }
            for (i, &a) in v.astronauts.iter().take(n).enumerate() {
                if a > 0 {
                    write!(f, " {}:{a}", Colour(i as u8))?;
                }
            }
            if v.points != [0; 3] {
                write!(f, "  [")?;
                write_points(f, &v.points)?;
                write!(f, "]")?;
            }
            match v.discovery {
                DiscoveryView::None => {}
                DiscoveryView::FaceDown(None) => write!(f, "  (discovery)")?,
                DiscoveryView::FaceDown(Some(id)) => {
                    write!(f, "  (discovery: {})", event_name(id))?
                }
                DiscoveryView::FaceUp(id) => write!(f, "  [{}]", event_name(id))?,
            }
            writeln!(f)?;
        }
        writeln!(f, "Launchpad:")?;
        for (d, dock) in self.docks.iter().enumerate() {
            write!(f, "  d{}: ", d + 1)?;
            match dock.ship.and_then(crate::data::ships::ship_card) {
                None => write!(f, "open")?,
                Some(ship) => {
                    match ship.destination {
                        Some(z) => write!(f, "{} cap {}", z.name(), ship.capacity)?,
                        None => write!(f, "? cap {}", ship.capacity)?,
                    }
                    if let Some(z) = dock.destination().filter(|_| !dock.tokens.is_empty()) {
                        write!(f, " → token {}", z.name())?;
                    }
                    if dock.launched {
                        write!(f, " (launched)")?;
                    }
                    for (i, &a) in dock.aboard.iter().take(n).enumerate() {
                        if a > 0 {
                            write!(f, " {}:{a}", Colour(i as u8))?;
                        }
                    }
                }
            }
            writeln!(f)?;
        }
        writeln!(
            f,
            "Ship deck {}, event deck {}",
            self.ship_deck, self.event_deck
        )?;
        writeln!(f, "Colours:")?;
        for (i, c) in self.colours.iter().enumerate() {
            let colour = Colour(i as u8);
            write!(
                f,
                "  {colour}{}{}: supply {}, memorial {}, ",
                if c.neutral { " (neutral)" } else { "" },
                if c.mine { " (you)" } else { "" },
                c.supply,
                c.memorial
            )?;
            write_points(f, &c.points)?;
            writeln!(f)?;
            match c.choice {
                ChoiceView::None => {}
                ChoiceView::Hidden => writeln!(f, "    chose a card (face down)")?,
                ChoiceView::Known(s) => writeln!(f, "    chose {s}")?,
            }
            if let Some(h) = c.hand {
                writeln!(f, "    hand: {h}")?;
            }
            if !c.played.is_empty() {
                writeln!(f, "    played: {}", c.played)?;
            }
            if c.cards > 0 {
                write!(f, "    {} event card(s)", c.cards)?;
                for id in c.known_cards.iter() {
                    write!(f, "; {}", event_name(id as u8))?;
                }
                writeln!(f)?;
            }
            if !c.neutral_top.is_empty() {
                write!(f, "    neutral deck top (next first):")?;
                for &x in c.neutral_top.iter().rev() {
                    if let Some(s) = Specialist::from_number(x) {
                        write!(f, " {s};")?;
                    }
                }
                writeln!(f)?;
            }
            if !c.neutral_to_stack.is_empty() {
                writeln!(
                    f,
                    "    to stack on the neutral deck: {}",
                    c.neutral_to_stack
                )?;
            }
            if let Some(sheet) = c.sheet {
                writeln!(
                    f,
                    "    final score {} (tokens {}, missions {}, ice monopoly {}, discoveries {}, actions {})",
                    sheet.total, sheet.tokens, sheet.missions, sheet.ice_monopoly, sheet.discoveries, sheet.actions
                )?;
            }
        }
        Ok(())
    }
}
