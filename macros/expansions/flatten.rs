impl<D0, New> FlattenRanks<0, 0, New> for (D0,) { type Output = (New,); }

impl<D0, New> FlattenRanks<0, 1, New> for (D0,) where (): FlattenRange<(D0,), 0, 1> { type Output = (); }

impl<D0, New> FlattenRanks<0, 2, New> for (D0,) where (): FlattenRange<(D0,), 0, 2> { type Output = (); }

impl<D0, New> FlattenRanks<0, 3, New> for (D0,) where (): FlattenRange<(D0,), 0, 3> { type Output = (); }

impl<D0, New> FlattenRanks<0, 4, New> for (D0,) where (): FlattenRange<(D0,), 0, 4> { type Output = (); }

impl<D0, New> FlattenRanks<0, 5, New> for (D0,) where (): FlattenRange<(D0,), 0, 5> { type Output = (); }

impl<D0, New> FlattenRanks<0, 6, New> for (D0,) where (): FlattenRange<(D0,), 0, 6> { type Output = (); }

impl<D0, New> FlattenRanks<0, 7, New> for (D0,) where (): FlattenRange<(D0,), 0, 7> { type Output = (); }

impl<D0, New> FlattenRanks<0, 8, New> for (D0,) where (): FlattenRange<(D0,), 0, 8> { type Output = (); }

impl<D0, New> FlattenRanks<1, 0, New> for (D0,) where (): FlattenRange<(D0,), 1, 0> { type Output = (); }

impl<D0, New> FlattenRanks<1, 1, New> for (D0,) where (): FlattenRange<(D0,), 1, 1> { type Output = (); }

impl<D0, New> FlattenRanks<1, 2, New> for (D0,) where (): FlattenRange<(D0,), 1, 2> { type Output = (); }

impl<D0, New> FlattenRanks<1, 3, New> for (D0,) where (): FlattenRange<(D0,), 1, 3> { type Output = (); }

impl<D0, New> FlattenRanks<1, 4, New> for (D0,) where (): FlattenRange<(D0,), 1, 4> { type Output = (); }

impl<D0, New> FlattenRanks<1, 5, New> for (D0,) where (): FlattenRange<(D0,), 1, 5> { type Output = (); }

impl<D0, New> FlattenRanks<1, 6, New> for (D0,) where (): FlattenRange<(D0,), 1, 6> { type Output = (); }

impl<D0, New> FlattenRanks<1, 7, New> for (D0,) where (): FlattenRange<(D0,), 1, 7> { type Output = (); }

impl<D0, New> FlattenRanks<1, 8, New> for (D0,) where (): FlattenRange<(D0,), 1, 8> { type Output = (); }

impl<D0, New> FlattenRanks<2, 0, New> for (D0,) where (): FlattenRange<(D0,), 2, 0> { type Output = (); }

impl<D0, New> FlattenRanks<2, 1, New> for (D0,) where (): FlattenRange<(D0,), 2, 1> { type Output = (); }

impl<D0, New> FlattenRanks<2, 2, New> for (D0,) where (): FlattenRange<(D0,), 2, 2> { type Output = (); }

impl<D0, New> FlattenRanks<2, 3, New> for (D0,) where (): FlattenRange<(D0,), 2, 3> { type Output = (); }

impl<D0, New> FlattenRanks<2, 4, New> for (D0,) where (): FlattenRange<(D0,), 2, 4> { type Output = (); }

impl<D0, New> FlattenRanks<2, 5, New> for (D0,) where (): FlattenRange<(D0,), 2, 5> { type Output = (); }

impl<D0, New> FlattenRanks<2, 6, New> for (D0,) where (): FlattenRange<(D0,), 2, 6> { type Output = (); }

impl<D0, New> FlattenRanks<2, 7, New> for (D0,) where (): FlattenRange<(D0,), 2, 7> { type Output = (); }

impl<D0, New> FlattenRanks<2, 8, New> for (D0,) where (): FlattenRange<(D0,), 2, 8> { type Output = (); }

impl<D0, New> FlattenRanks<3, 0, New> for (D0,) where (): FlattenRange<(D0,), 3, 0> { type Output = (); }

impl<D0, New> FlattenRanks<3, 1, New> for (D0,) where (): FlattenRange<(D0,), 3, 1> { type Output = (); }

impl<D0, New> FlattenRanks<3, 2, New> for (D0,) where (): FlattenRange<(D0,), 3, 2> { type Output = (); }

impl<D0, New> FlattenRanks<3, 3, New> for (D0,) where (): FlattenRange<(D0,), 3, 3> { type Output = (); }

impl<D0, New> FlattenRanks<3, 4, New> for (D0,) where (): FlattenRange<(D0,), 3, 4> { type Output = (); }

impl<D0, New> FlattenRanks<3, 5, New> for (D0,) where (): FlattenRange<(D0,), 3, 5> { type Output = (); }

impl<D0, New> FlattenRanks<3, 6, New> for (D0,) where (): FlattenRange<(D0,), 3, 6> { type Output = (); }

impl<D0, New> FlattenRanks<3, 7, New> for (D0,) where (): FlattenRange<(D0,), 3, 7> { type Output = (); }

impl<D0, New> FlattenRanks<3, 8, New> for (D0,) where (): FlattenRange<(D0,), 3, 8> { type Output = (); }

impl<D0, New> FlattenRanks<4, 0, New> for (D0,) where (): FlattenRange<(D0,), 4, 0> { type Output = (); }

impl<D0, New> FlattenRanks<4, 1, New> for (D0,) where (): FlattenRange<(D0,), 4, 1> { type Output = (); }

impl<D0, New> FlattenRanks<4, 2, New> for (D0,) where (): FlattenRange<(D0,), 4, 2> { type Output = (); }

impl<D0, New> FlattenRanks<4, 3, New> for (D0,) where (): FlattenRange<(D0,), 4, 3> { type Output = (); }

impl<D0, New> FlattenRanks<4, 4, New> for (D0,) where (): FlattenRange<(D0,), 4, 4> { type Output = (); }

impl<D0, New> FlattenRanks<4, 5, New> for (D0,) where (): FlattenRange<(D0,), 4, 5> { type Output = (); }

impl<D0, New> FlattenRanks<4, 6, New> for (D0,) where (): FlattenRange<(D0,), 4, 6> { type Output = (); }

impl<D0, New> FlattenRanks<4, 7, New> for (D0,) where (): FlattenRange<(D0,), 4, 7> { type Output = (); }

impl<D0, New> FlattenRanks<4, 8, New> for (D0,) where (): FlattenRange<(D0,), 4, 8> { type Output = (); }

impl<D0, New> FlattenRanks<5, 0, New> for (D0,) where (): FlattenRange<(D0,), 5, 0> { type Output = (); }

impl<D0, New> FlattenRanks<5, 1, New> for (D0,) where (): FlattenRange<(D0,), 5, 1> { type Output = (); }

impl<D0, New> FlattenRanks<5, 2, New> for (D0,) where (): FlattenRange<(D0,), 5, 2> { type Output = (); }

impl<D0, New> FlattenRanks<5, 3, New> for (D0,) where (): FlattenRange<(D0,), 5, 3> { type Output = (); }

impl<D0, New> FlattenRanks<5, 4, New> for (D0,) where (): FlattenRange<(D0,), 5, 4> { type Output = (); }

impl<D0, New> FlattenRanks<5, 5, New> for (D0,) where (): FlattenRange<(D0,), 5, 5> { type Output = (); }

impl<D0, New> FlattenRanks<5, 6, New> for (D0,) where (): FlattenRange<(D0,), 5, 6> { type Output = (); }

impl<D0, New> FlattenRanks<5, 7, New> for (D0,) where (): FlattenRange<(D0,), 5, 7> { type Output = (); }

impl<D0, New> FlattenRanks<5, 8, New> for (D0,) where (): FlattenRange<(D0,), 5, 8> { type Output = (); }

impl<D0, New> FlattenRanks<6, 0, New> for (D0,) where (): FlattenRange<(D0,), 6, 0> { type Output = (); }

impl<D0, New> FlattenRanks<6, 1, New> for (D0,) where (): FlattenRange<(D0,), 6, 1> { type Output = (); }

impl<D0, New> FlattenRanks<6, 2, New> for (D0,) where (): FlattenRange<(D0,), 6, 2> { type Output = (); }

impl<D0, New> FlattenRanks<6, 3, New> for (D0,) where (): FlattenRange<(D0,), 6, 3> { type Output = (); }

impl<D0, New> FlattenRanks<6, 4, New> for (D0,) where (): FlattenRange<(D0,), 6, 4> { type Output = (); }

impl<D0, New> FlattenRanks<6, 5, New> for (D0,) where (): FlattenRange<(D0,), 6, 5> { type Output = (); }

impl<D0, New> FlattenRanks<6, 6, New> for (D0,) where (): FlattenRange<(D0,), 6, 6> { type Output = (); }

impl<D0, New> FlattenRanks<6, 7, New> for (D0,) where (): FlattenRange<(D0,), 6, 7> { type Output = (); }

impl<D0, New> FlattenRanks<6, 8, New> for (D0,) where (): FlattenRange<(D0,), 6, 8> { type Output = (); }

impl<D0, New> FlattenRanks<7, 0, New> for (D0,) where (): FlattenRange<(D0,), 7, 0> { type Output = (); }

impl<D0, New> FlattenRanks<7, 1, New> for (D0,) where (): FlattenRange<(D0,), 7, 1> { type Output = (); }

impl<D0, New> FlattenRanks<7, 2, New> for (D0,) where (): FlattenRange<(D0,), 7, 2> { type Output = (); }

impl<D0, New> FlattenRanks<7, 3, New> for (D0,) where (): FlattenRange<(D0,), 7, 3> { type Output = (); }

impl<D0, New> FlattenRanks<7, 4, New> for (D0,) where (): FlattenRange<(D0,), 7, 4> { type Output = (); }

impl<D0, New> FlattenRanks<7, 5, New> for (D0,) where (): FlattenRange<(D0,), 7, 5> { type Output = (); }

impl<D0, New> FlattenRanks<7, 6, New> for (D0,) where (): FlattenRange<(D0,), 7, 6> { type Output = (); }

impl<D0, New> FlattenRanks<7, 7, New> for (D0,) where (): FlattenRange<(D0,), 7, 7> { type Output = (); }

impl<D0, New> FlattenRanks<7, 8, New> for (D0,) where (): FlattenRange<(D0,), 7, 8> { type Output = (); }

impl<D0, New> FlattenRanks<8, 0, New> for (D0,) where (): FlattenRange<(D0,), 8, 0> { type Output = (); }

impl<D0, New> FlattenRanks<8, 1, New> for (D0,) where (): FlattenRange<(D0,), 8, 1> { type Output = (); }

impl<D0, New> FlattenRanks<8, 2, New> for (D0,) where (): FlattenRange<(D0,), 8, 2> { type Output = (); }

impl<D0, New> FlattenRanks<8, 3, New> for (D0,) where (): FlattenRange<(D0,), 8, 3> { type Output = (); }

impl<D0, New> FlattenRanks<8, 4, New> for (D0,) where (): FlattenRange<(D0,), 8, 4> { type Output = (); }

impl<D0, New> FlattenRanks<8, 5, New> for (D0,) where (): FlattenRange<(D0,), 8, 5> { type Output = (); }

impl<D0, New> FlattenRanks<8, 6, New> for (D0,) where (): FlattenRange<(D0,), 8, 6> { type Output = (); }

impl<D0, New> FlattenRanks<8, 7, New> for (D0,) where (): FlattenRange<(D0,), 8, 7> { type Output = (); }

impl<D0, New> FlattenRanks<8, 8, New> for (D0,) where (): FlattenRange<(D0,), 8, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 0, New> for (D0, D1) { type Output = (New, D1); }

impl<D0, D1, New> FlattenRanks<0, 1, New> for (D0, D1) { type Output = (New,); }

impl<D0, D1, New> FlattenRanks<0, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<0, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 0, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 1, New> for (D0, D1) { type Output = (D0, New); }

impl<D0, D1, New> FlattenRanks<1, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<1, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 1, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<2, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 2, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<3, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 3, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<4, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 4, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<5, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 5, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<6, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 6, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<7, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 7, 8> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 0, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 0> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 1, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 1> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 2, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 2> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 3, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 3> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 4, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 4> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 5, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 5> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 6, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 6> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 7, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 7> { type Output = (); }

impl<D0, D1, New> FlattenRanks<8, 8, New> for (D0, D1) where (): FlattenRange<(D0, D1), 8, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<0, 0, New> for (D0, D1, D2) { type Output = (New, D1, D2); }

impl<D0, D1, D2, New> FlattenRanks<0, 1, New> for (D0, D1, D2) { type Output = (New, D2); }

impl<D0, D1, D2, New> FlattenRanks<0, 2, New> for (D0, D1, D2) { type Output = (New,); }

impl<D0, D1, D2, New> FlattenRanks<0, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 0, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<0, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 0, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<0, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 0, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<0, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 0, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<0, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 0, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<0, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 0, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 1, New> for (D0, D1, D2) { type Output = (D0, New, D2); }

impl<D0, D1, D2, New> FlattenRanks<1, 2, New> for (D0, D1, D2) { type Output = (D0, New); }

impl<D0, D1, D2, New> FlattenRanks<1, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<1, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 1, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 2, New> for (D0, D1, D2) { type Output = (D0, D1, New); }

impl<D0, D1, D2, New> FlattenRanks<2, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<2, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 2, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 2, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 2> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<3, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 3, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 2, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 2> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<4, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 4, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 2, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 2> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<5, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 5, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 2, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 2> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<6, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 6, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 2, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 2> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<7, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 7, 8> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 0, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 0> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 1, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 1> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 2, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 2> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 3, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 3> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 4, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 4> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 5, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 5> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 6, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 6> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 7, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 7> { type Output = (); }

impl<D0, D1, D2, New> FlattenRanks<8, 8, New> for (D0, D1, D2) where (): FlattenRange<(D0, D1, D2), 8, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 0, New> for (D0, D1, D2, D3) { type Output = (New, D1, D2, D3); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 1, New> for (D0, D1, D2, D3) { type Output = (New, D2, D3); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 2, New> for (D0, D1, D2, D3) { type Output = (New, D3); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 3, New> for (D0, D1, D2, D3) { type Output = (New,); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 0, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 0, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 0, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 0, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<0, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 0, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 1, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 1, New> for (D0, D1, D2, D3) { type Output = (D0, New, D2, D3); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 2, New> for (D0, D1, D2, D3) { type Output = (D0, New, D3); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 3, New> for (D0, D1, D2, D3) { type Output = (D0, New); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 1, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 1, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 1, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 1, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<1, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 1, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 2, New> for (D0, D1, D2, D3) { type Output = (D0, D1, New, D3); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 3, New> for (D0, D1, D2, D3) { type Output = (D0, D1, New); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<2, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 2, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 2, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 2> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 3, New> for (D0, D1, D2, D3) { type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<3, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 3, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 2, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 2> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 3, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 3> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<4, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 4, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 2, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 2> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 3, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 3> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<5, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 5, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 2, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 2> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 3, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 3> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<6, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 6, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 2, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 2> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 3, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 3> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<7, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 7, 8> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 0, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 0> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 1, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 1> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 2, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 2> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 3, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 3> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 4, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 4> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 5, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 5> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 6, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 6> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 7, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 7> { type Output = (); }

impl<D0, D1, D2, D3, New> FlattenRanks<8, 8, New> for (D0, D1, D2, D3) where (): FlattenRange<(D0, D1, D2, D3), 8, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 0, New> for (D0, D1, D2, D3, D4) { type Output = (New, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 1, New> for (D0, D1, D2, D3, D4) { type Output = (New, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 2, New> for (D0, D1, D2, D3, D4) { type Output = (New, D3, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 3, New> for (D0, D1, D2, D3, D4) { type Output = (New, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 4, New> for (D0, D1, D2, D3, D4) { type Output = (New,); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 0, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 0, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 0, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<0, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 0, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 1, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 1, New> for (D0, D1, D2, D3, D4) { type Output = (D0, New, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 2, New> for (D0, D1, D2, D3, D4) { type Output = (D0, New, D3, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 3, New> for (D0, D1, D2, D3, D4) { type Output = (D0, New, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 4, New> for (D0, D1, D2, D3, D4) { type Output = (D0, New); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 1, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 1, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 1, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<1, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 1, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 2, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 2, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 2, New> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, New, D3, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 3, New> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, New, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 4, New> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, New); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 2, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 2, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 2, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<2, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 2, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 2, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 3, New> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, New, D4); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 4, New> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<3, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 3, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 2, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 3, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 4, New> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<4, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 4, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 2, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 3, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 4, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<5, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 5, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 2, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 3, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 4, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<6, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 6, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 2, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 3, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 4, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<7, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 7, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 0, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 1, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 2, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 3, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 4, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 5, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 6, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 7, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, New> FlattenRanks<8, 8, New> for (D0, D1, D2, D3, D4) where (): FlattenRange<(D0, D1, D2, D3, D4), 8, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 0, New> for (D0, D1, D2, D3, D4, D5) { type Output = (New, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 1, New> for (D0, D1, D2, D3, D4, D5) { type Output = (New, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 2, New> for (D0, D1, D2, D3, D4, D5) { type Output = (New, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 3, New> for (D0, D1, D2, D3, D4, D5) { type Output = (New, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 4, New> for (D0, D1, D2, D3, D4, D5) { type Output = (New, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 5, New> for (D0, D1, D2, D3, D4, D5) { type Output = (New,); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 0, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 0, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<0, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 0, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 1, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 1, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, New, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 2, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, New, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 3, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, New, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 4, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, New, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 5, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, New); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 1, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 1, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<1, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 1, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 2, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 2, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 2, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, New, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 3, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, New, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 4, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, New, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 5, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, New); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 2, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 2, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<2, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 2, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 3, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 3, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 2, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 3, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 3, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, New, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 4, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, New, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 5, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 3, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 3, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<3, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 3, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 2, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 3, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 4, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, New, D5); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 5, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<4, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 4, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 2, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 3, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 4, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 5, New> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<5, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 5, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 2, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 3, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 4, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 5, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<6, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 6, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 2, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 3, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 4, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 5, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<7, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 7, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 0, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 1, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 2, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 3, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 4, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 5, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 6, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 7, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> FlattenRanks<8, 8, New> for (D0, D1, D2, D3, D4, D5) where (): FlattenRange<(D0, D1, D2, D3, D4, D5), 8, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 0, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 1, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 2, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 3, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 4, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 5, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (New,); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 0, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<0, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 0, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 1, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 1, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, New, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 2, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, New, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 3, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, New, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 4, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 5, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 1, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<1, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 1, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 2, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 2, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 2, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, New, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 3, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, New, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 4, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 5, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 2, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<2, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 2, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 3, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 3, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 2, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 3, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 3, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, New, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 4, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 5, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 3, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<3, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 3, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 4, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 4, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 2, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 4, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 3, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 4, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 4, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 5, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 4, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<4, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 4, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 2, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 3, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 4, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 5, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<5, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 5, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 2, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 3, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 4, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 5, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 6, New> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<6, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 6, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 2, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 3, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 4, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 5, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 6, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<7, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 7, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 0, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 1, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 2, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 3, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 4, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 5, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 6, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 7, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> FlattenRanks<8, 8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6), 8, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (New,); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<0, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 0, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 1, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<1, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 1, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 2, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 2, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, New, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, New, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, New, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<2, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 2, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 3, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 3, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 3, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, New, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, New, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<3, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 3, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 4, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 4, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 4, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 4, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, New, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<4, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 4, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<5, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<6, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<7, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> FlattenRanks<8, 8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): FlattenRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8, 8> { type Output = (); }
