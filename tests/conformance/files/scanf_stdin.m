% scanf and fscanf(stdin) read standard input (scanf_stdin.in), sharing it
% with fgetl(stdin) and input: what one leaves, the next reads.
a = scanf('%d', 2)
l = fgetl(stdin)
[b, n] = scanf('%f')
s = fgetl(stdin)
c = fscanf(stdin, '%f', [2 Inf])
x = input('')
[d, n, msg] = scanf('%d')
