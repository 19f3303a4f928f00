C = textscan(sprintf('a,1,2.5\nb,2,3.5\n'), '%s %d %f', 'Delimiter', ',')
class(C{2})
C = textscan(sprintf('1,,3\n4,5,6\n'), '%f %f %f', 'Delimiter', ',', 'EmptyValue', -1);
C{2}
C = textscan('1 2 3 4 5', '%f %f');
C{1}, C{2}
C = textscan('1 2 3 4 5', '%f', 2);
C{1}
C = textscan(sprintf('x 1\ny 2\n'), '%*s %f')
C = textscan('v=1 v=2 v=3', 'v=%f')
C = textscan('1 2\n3 4', '%f %f')
