//! Game specifications: `name(key=value,key=value)`, as in
//! `apogee(players=3,mission=4)` or `red-planet(players=2)`.

use std::collections::BTreeMap;
use std::fmt;

use crate::LoadError;

/// A parsed game specification: the game's name and its parameters, in
/// key order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The game's name, e.g. `lets-go`.
    pub name: String,
    /// The parameters, e.g. `players` → `3`.
    pub params: BTreeMap<String, String>,
}

impl Spec {
    /// Parses `name` or `name(key=value,...)`; spaces around names, keys and
    /// values are ignored; `_` in names and keys reads as `-`.
    ///
    /// # Errors
    /// [`LoadError::Syntax`] saying what is malformed.
    pub fn parse(text: &str) -> Result<Spec, LoadError> {
        let text = text.trim();
        let syntax = |why: &str| LoadError::Syntax {
            spec: text.to_string(),
            why: why.to_string(),
        };
        let (name, rest) = match text.find('(') {
            Some(i) => {
                let inner = text[i + 1..]
                    .strip_suffix(')')
                    .ok_or_else(|| syntax("a `(` needs a closing `)` at the end"))?;
                (&text[..i], Some(inner))
            }
            None => (text, None),
        };
        let name = normalise(name);
        if name.is_empty() {
            return Err(syntax("the game's name is missing"));
        }
        let mut params = BTreeMap::new();
        if let Some(inner) = rest {
            for item in inner.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (k, v) = item
                    .split_once('=')
                    .ok_or_else(|| syntax(&format!("{item:?} is not key=value")))?;
                let k = normalise(k);
                if k.is_empty() {
                    return Err(syntax(&format!("{item:?} has no key")));
                }
                if params.insert(k.clone(), v.trim().to_string()).is_some() {
                    return Err(syntax(&format!("{k} is given twice")));
                }
            }
        }
        Ok(Spec { name, params })
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        if !self.params.is_empty() {
            f.write_str("(")?;
            for (i, (k, v)) in self.params.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{k}={v}")?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

fn normalise(s: &str) -> String {
    s.trim().to_lowercase().replace('_', "-")
}

/// Reads a game's parameters one by one, so that every game validates its
/// values the same way and an unknown key is an error naming the known ones.
pub struct Params<'a> {
    game: &'static str,
    map: &'a BTreeMap<String, String>,
    known: Vec<&'static str>,
}

impl<'a> Params<'a> {
    /// The parameters of `spec` for `game`.
    pub fn new(game: &'static str, spec: &'a Spec) -> Self {
        Params {
            game,
            map: &spec.params,
            known: Vec::new(),
        }
    }

    fn bad(&self, key: &str, value: &str, expected: String) -> LoadError {
        LoadError::BadValue {
            game: self.game,
            key: key.to_string(),
            value: value.to_string(),
            expected,
        }
    }

    /// An integer in `min..=max`, or `default` when absent.
    ///
    /// # Errors
    /// [`LoadError::BadValue`] for a value that is not such a number.
    pub fn int(
        &mut self,
        key: &'static str,
        min: i64,
        max: i64,
        default: i64,
    ) -> Result<i64, LoadError> {
        self.known.push(key);
        match self.map.get(key) {
            None => Ok(default),
            Some(v) => match v.parse::<i64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(self.bad(key, v, format!("a whole number from {min} to {max}"))),
            },
        }
    }

    /// An optional integer in `min..=max`.
    ///
    /// # Errors
    /// [`LoadError::BadValue`] for a value that is not such a number.
    pub fn opt_int(
        &mut self,
        key: &'static str,
        min: i64,
        max: i64,
    ) -> Result<Option<i64>, LoadError> {
        if self.map.contains_key(key) {
            self.int(key, min, max, min).map(Some)
        } else {
            self.known.push(key);
            Ok(None)
        }
    }

    /// A flag: `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`).
    ///
    /// # Errors
    /// [`LoadError::BadValue`] for any other value.
    pub fn flag(&mut self, key: &'static str, default: bool) -> Result<bool, LoadError> {
        self.known.push(key);
        match self.map.get(key).map(|v| v.to_lowercase()) {
            None => Ok(default),
            Some(v) => match v.as_str() {
                "true" | "yes" | "on" | "1" => Ok(true),
                "false" | "no" | "off" | "0" => Ok(false),
                _ => Err(self.bad(key, &v, "true or false".to_string())),
            },
        }
    }

    /// One of `choices` (case-insensitive), or `default` when absent.
    ///
    /// # Errors
    /// [`LoadError::BadValue`] naming the choices.
    pub fn choice(
        &mut self,
        key: &'static str,
        choices: &[&'static str],
        default: &'static str,
    ) -> Result<&'static str, LoadError> {
        self.known.push(key);
        match self.map.get(key) {
            None => Ok(default),
            Some(v) => choices
                .iter()
                .find(|c| c.eq_ignore_ascii_case(v))
                .copied()
                .ok_or_else(|| self.bad(key, v, format!("one of {}", choices.join(", ")))),
        }
    }

    /// Refuses any parameter that was not read.
    ///
    /// # Errors
    /// [`LoadError::UnknownParam`] naming the parameters the game takes.
    pub fn finish(self) -> Result<(), LoadError> {
        for k in self.map.keys() {
            if !self.known.contains(&k.as_str()) {
                return Err(LoadError::UnknownParam {
                    game: self.game,
                    key: k.clone(),
                    known: self.known.join(", "),
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_print() {
        let s = Spec::parse(" Apogee( players = 3, mission=4 ) ").unwrap();
        assert_eq!(s.name, "apogee");
        assert_eq!(s.params.get("players").map(String::as_str), Some("3"));
        assert_eq!(s.to_string(), "apogee(mission=4,players=3)");
        assert_eq!(Spec::parse("red_planet").unwrap().name, "red-planet");
        for bad in [
            "",
            "(players=2)",
            "lets-go(players)",
            "lets-go(players=2",
            "x(a=1,a=2)",
        ] {
            assert!(Spec::parse(bad).is_err(), "{bad:?} parses");
        }
    }

    #[test]
    fn params_validate_every_value_alike() {
        let spec = Spec::parse("g(players=9,cold-war=maybe,extra=1)").unwrap();
        let mut p = Params::new("G", &spec);
        let e = p.int("players", 2, 5, 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "G: players=9 is not valid: expected a whole number from 2 to 5"
        );
        let e = p.flag("cold-war", false).unwrap_err();
        assert!(e.to_string().contains("true or false"), "{e}");
        let e = p.finish().unwrap_err();
        assert!(
            e.to_string().contains("extra") && e.to_string().contains("players, cold-war"),
            "{e}"
        );
    }
}
