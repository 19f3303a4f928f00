avogadro = 6.02214076e23
