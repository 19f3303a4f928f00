b = dec2bin(10)
h = dec2hex(255)
d = bin2dec('1010')
x = hex2dec('FF')
