w = 'matlab';
w(1) = upper(w(1))
