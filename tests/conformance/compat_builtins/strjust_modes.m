s = ['a  '; ' bb'; 'ccc'];
r = strjust(s)
l = strjust(s, 'left')
c = strjust(s, 'center')
c = strjust(['x    '; 'ab   '], 'center')
e = strjust('', 'left')
