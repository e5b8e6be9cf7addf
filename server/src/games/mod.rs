//! Games on the server: the catalog, seeds, rounds and the seamless-wallet purse. The rules of
//! every game are casino-core's engines; this module stores rounds and moves money.

pub mod catalog;
pub mod configs;
pub mod live;
pub mod purse;
pub mod rounds;
pub mod seeds;
pub mod thumbnail;
