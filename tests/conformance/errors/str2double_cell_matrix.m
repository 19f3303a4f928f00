x = str2double('1e5')
y = str2double('  12  ')
z = str2double('1,000')
